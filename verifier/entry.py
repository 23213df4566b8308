"""The `verifier` command's entry point, ready for a Ctrl-C before it loads the verifier: one
while Z3 and the rules are still loading (a moment) stops the command as one during the run
does, with one line and exit status 130, not a traceback."""
import sys

# the command's exit statuses (the meanings: verifier/cli.py's docstring)
EXIT_OK, EXIT_FAILED, EXIT_BAD_INPUT, EXIT_UNKNOWN, EXIT_INTERNAL = 0, 1, 2, 3, 4
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as a shell reports a command a Ctrl-C stopped


def interrupted() -> int:
    print("interrupted", file=sys.stderr)
    return EXIT_INTERRUPTED


def run() -> None:
    try:
        from verifier.cli import entry
    except KeyboardInterrupt:
        sys.exit(interrupted())
    entry()
