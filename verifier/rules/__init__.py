"""The rules, one module per family, each written once over the value protocol
(`verifier.ops`) and citing its CR numbers: the layer system (613) and the
type line (205, 305.6-305.7)."""
