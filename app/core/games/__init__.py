"""The casino games: settlement functions and the step-by-step hand."""
