"""Drives ouzel's MCP server with the official MCP Python SDK client.

Usage: python_client.py URL SCENARIO
  URL       the server's streamable HTTP endpoint
  SCENARIO  no-elicitation | decline | accept
Prints one JSON object (what it saw) on stdout; exits non-zero with a message when a check fails.
"""

import asyncio
import json
import sys

import mcp_types as types
from mcp import Client


def text_of(result) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", None) == "text")


async def main(url: str, scenario: str) -> dict:
    asked: list[str] = []

    async def on_elicit(context, params):
        asked.append(params.message)
        if scenario == "accept":
            return types.ElicitResult(action="accept", content={"approve": True})
        return types.ElicitResult(action="decline")

    kwargs = {}
    if scenario != "no-elicitation":
        # Server-to-client elicitation needs a handshake-era protocol version.
        kwargs = {"mode": "legacy", "elicitation_callback": on_elicit}
    async with Client(url, **kwargs) as client:
        listed = await client.list_tools()
        tools = {t.name: t for t in listed.tools}
        for name in ("read_file", "write_file"):
            assert name in tools, f"{name} missing from tools/list: {sorted(tools)}"
        ro = tools["read_file"].annotations
        rw = tools["write_file"].annotations
        assert ro is not None and ro.read_only_hint is True, f"read_file annotations: {ro}"
        assert rw is not None and rw.read_only_hint is False, f"write_file annotations: {rw}"
        assert tools["read_file"].input_schema.get("properties", {}).get("path"), tools["read_file"].input_schema

        read = await client.call_tool("read_file", {"path": "hello.txt"})
        assert not read.is_error, f"read_file failed: {text_of(read)}"
        assert "hello from ouzel" in text_of(read), text_of(read)

        missing = await client.call_tool("read_file", {"path": "nope.txt"})
        assert missing.is_error, f"reading a missing file should be an error result: {text_of(missing)}"

        write = await client.call_tool("write_file", {"path": "new.txt", "content": "written over MCP\n"})
        return {
            "tools": sorted(tools),
            "read": text_of(read),
            "missing": text_of(missing),
            "write_is_error": bool(write.is_error),
            "write": text_of(write),
            "asked": asked,
        }


if __name__ == "__main__":
    out = asyncio.run(main(sys.argv[1], sys.argv[2]))
    print(json.dumps(out))
