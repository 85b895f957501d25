"""The Qt screens. Widgets draw what controllers tell them; they compute no rules."""
