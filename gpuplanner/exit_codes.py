"""The exit codes of every entry point (the command line and the app's ``--smoke`` start):
0 ok, 1 internal error, 2 bad input (one line on stderr naming the field)."""

EXIT_OK, EXIT_INTERNAL, EXIT_BAD_INPUT = 0, 1, 2
