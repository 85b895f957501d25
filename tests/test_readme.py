"""The README's quick start stays true: two command lines, and CI runs the test one."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def quick_start_lines() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ")]


def test_quick_start_has_exactly_two_command_lines():
    lines = quick_start_lines()
    assert len(lines) == 2
    assert all(line.startswith("python3 -m venv .venv && ") for line in lines)


def test_ci_runs_the_readme_test_command_verbatim():
    test_line = quick_start_lines()[1]
    assert "pytest" in test_line
    assert test_line in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
