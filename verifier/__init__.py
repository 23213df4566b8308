"""A rules verifier for Magic: The Gathering's layer system (CR 613), on Z3."""
