from {{package}} import greeting


def test_greets_by_name():
    assert greeting("ouzel") == "Hello, ouzel!"
