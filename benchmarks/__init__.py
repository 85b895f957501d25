"""Benchmarks: each reports ratios to a baseline measured in the same run."""
