"""{{description}}"""

__version__ = "0.1.0"


def greeting(name: str) -> str:
    """Return the greeting for ``name``."""
    return f"Hello, {name}!"
