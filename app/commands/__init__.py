"""The command line (CLI.md): the window's start, settle, questions, worksheet, odds, shot and
the self-test. Each command reads its input, calls the core and prints or writes its result."""
