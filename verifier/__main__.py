from verifier.cli import entry

entry()
