"""Runs one of the project's checking scripts on a made-up project (the tests of scripts/check-*)."""
import pathlib
import subprocess
import sys
import tempfile

SCRIPTS = pathlib.Path(__file__).resolve().parents[2] / "scripts"


def run_script(name, files):
    """Runs scripts/`name` with `--root` on a project made of `files` (path → text); gives its
    exit status and its output."""
    with tempfile.TemporaryDirectory() as directory:
        root = pathlib.Path(directory)
        for path, text in files.items():
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_text(text)
        result = subprocess.run([sys.executable, str(SCRIPTS / name), "--root", str(root)], capture_output=True, text=True)
        return result.returncode, result.stdout + result.stderr
