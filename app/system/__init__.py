"""The app on its operating system: user folders, settings, the log and the fonts Qt sees."""
