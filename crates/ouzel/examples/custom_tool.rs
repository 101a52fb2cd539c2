//! An agent with one custom tool, in fifteen lines. Run it against any model ouzel knows:
//!
//!     cargo run -p ouzel --example custom_tool -- -m anthropic/claude-haiku-4-5
//!     cargo run -p ouzel --example custom_tool -- -m openai/gpt-4o --base-url http://localhost:8080/v1
//!
//! The model comes from `-m`/`--model` and `--base-url`, else `OUZEL_MODEL` and your config,
//! as for `ouzel exec`.

/// Tells the current weather in a city.
#[ouzel::tool(read_only)]
async fn weather(
    /// The city, for example "Lyon".
    city: String,
) -> String {
    format!("It is sunny and 21 °C in {city}.")
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let agent = ouzel::Embed::from_args().tool(weather).build()?;
    println!("{}", agent.ask("What is the weather in Lyon?").await?);
    Ok(())
}
