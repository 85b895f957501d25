"""The rules core: pure Python, never imports Qt (tests/test_core_purity.py)."""
