//! Servers that break the rules a provider client must survive: a body that never ends, a
//! line that never ends, silence after the headers. Raw HTTP/1.1 over a loopback socket, since
//! a mock server can only send bodies it holds whole.

use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;

/// A running misbehaving server.
pub struct Misbehaving {
    base_url: String,
    closed: Arc<Notify>,
}

impl Misbehaving {
    /// The server's root URL, `http://127.0.0.1:PORT` (any path is answered the same way).
    pub fn uri(&self) -> String {
        self.base_url.trim_end_matches("/v1").to_owned()
    }

    /// The root URL plus `/v1`, as OpenAI-compatible base URLs are given.
    pub fn base_url(&self) -> String {
        self.base_url.clone()
    }

    /// Waits until a client hung up on the server: proof that it stopped reading.
    pub async fn hung_up(&self) {
        self.closed.notified().await;
    }
}

/// A `200` with `content_type`, then `head`, then `frame` repeated for as long as the client
/// reads: an endless stream when `frame` is not empty, silence after `head` when it is.
pub async fn endless(content_type: &str, head: String, frame: String) -> Misbehaving {
    let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind loopback");
    let addr = listener.local_addr().expect("local address");
    let closed = Arc::new(Notify::new());
    let content_type = content_type.to_owned();
    let notify = Arc::clone(&closed);
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let (content_type, head, frame, notify) =
                (content_type.clone(), head.clone(), frame.clone(), Arc::clone(&notify));
            tokio::spawn(async move {
                serve(socket, &content_type, &head, &frame).await;
                notify.notify_one();
            });
        }
    });
    Misbehaving {
        base_url: format!("http://{addr}/v1"),
        closed,
    }
}

/// Serves one connection until the client goes away.
async fn serve(mut socket: TcpStream, content_type: &str, head: &str, frame: &str) {
    let mut request = vec![0u8; 64 * 1024];
    if socket.read(&mut request).await.is_err() {
        return;
    }
    let headers = format!("HTTP/1.1 200 OK\r\ncontent-type: {content_type}\r\ntransfer-encoding: chunked\r\n\r\n");
    if socket.write_all(headers.as_bytes()).await.is_err() || write_chunk(&mut socket, head).await.is_err() {
        return;
    }
    if frame.is_empty() {
        // Silence: hold the connection until the client drops it.
        let mut byte = [0u8; 1];
        while matches!(socket.read(&mut byte).await, Ok(n) if n > 0) {}
        return;
    }
    // Frames batched to about 64 KiB per write, so the stream is fast.
    let batch = frame.repeat((64 * 1024 / frame.len()).max(1));
    while write_chunk(&mut socket, &batch).await.is_ok() {}
}

async fn write_chunk(socket: &mut TcpStream, data: &str) -> std::io::Result<()> {
    if data.is_empty() {
        return socket.flush().await;
    }
    socket
        .write_all(format!("{:x}\r\n{data}\r\n", data.len()).as_bytes())
        .await?;
    socket.flush().await
}
