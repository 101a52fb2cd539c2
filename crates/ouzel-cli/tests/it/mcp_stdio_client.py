"""Drives `ouzel mcp serve` over stdio with the official MCP Python SDK client.

Usage: mcp_stdio_client.py OUZEL_BIN WORKSPACE [AGENT]
With AGENT (a project's agent, listed as a tool), calls that agent instead of the file tools.
Prints one JSON object with what it saw.
"""

import asyncio
import json
import os
import sys

from mcp import Client
from mcp.client.stdio import StdioServerParameters


def text_of(result) -> str:
    return "\n".join(c.text for c in result.content if getattr(c, "type", None) == "text")


def outcome(result) -> dict:
    return {"is_error": bool(getattr(result, "is_error", getattr(result, "isError", False))), "text": text_of(result)}


async def main(binary: str, workspace: str, agent: str | None) -> dict:
    # The SDK starts servers with a minimal environment; a project's agents need the model's key.
    env = dict(os.environ) if agent is not None else None
    params = StdioServerParameters(command=binary, args=["mcp", "serve", "-C", workspace], env=env)
    async with Client(params) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        if agent is not None:
            answer = await client.call_tool(agent, {"input": "summarise hello.txt"})
            return {
                "tools": sorted(tools),
                "description": tools[agent].description if agent in tools else None,
                "agent": outcome(answer),
            }
        read = await client.call_tool("read_file", {"path": "hello.txt"})
        denied = await client.call_tool("write_file", {"path": "new.txt", "content": "x"})
        return {
            "tools": sorted(tools),
            "read_only_hint": bool(tools["read_file"].annotations and tools["read_file"].annotations.read_only_hint),
            "read": {"is_error": bool(getattr(read, "is_error", getattr(read, "isError", False))), "text": text_of(read)},
            "denied": {"is_error": bool(getattr(denied, "is_error", getattr(denied, "isError", False))), "text": text_of(denied)},
        }


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3] if len(sys.argv) > 3 else None))))
