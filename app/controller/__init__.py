"""Controllers: turn what the user does into core calls and tell the UI what changed."""
