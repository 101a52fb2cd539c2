"""The ``{{module}}`` module of ``{{package}}``."""
