from verifier.entry import run

run()
