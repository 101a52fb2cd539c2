import {{package}}.{{module}}


def test_{{module}}_imports():
    assert {{package}}.{{module}}.__name__ == "{{package}}.{{module}}"
