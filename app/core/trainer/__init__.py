"""The trainer's core: drills and questions, answer checking, scoring, exams, the store.

Every question comes from a seeded deal and every answer key from the rules
core; nothing here knows about Qt.
"""
