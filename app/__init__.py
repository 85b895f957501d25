"""Hold'em Dealer Trainer: a desktop trainer for casino dealers."""

__version__ = "0.1.0"
