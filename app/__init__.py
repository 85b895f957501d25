"""Hold'em Dealer Trainer: a desktop trainer for casino dealers."""

# pyproject.toml's [project] version, the one a release sets (the installer is built with
# it); repeated here for the packaged program, which has neither that file nor the package's
# metadata. tests/test_about.py fails when the two differ.
__version__ = "0.1.0"
