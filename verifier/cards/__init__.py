"""Cards by name, generated from Oracle text (the optional `cards` extra)."""
