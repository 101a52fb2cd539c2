//! Image files for a prompt (`ouzel exec --image`, the TUI's `/image`): the file must exist and
//! be a PNG, JPEG, GIF or WebP image (read from its bytes, not its name) no larger than the limit
//! every provider takes. Errors say what is wrong; the front names the path with how it was given.

use ouzel_core::Image;
use ouzel_core::image::MAX_IMAGE_BYTES;
use std::path::Path;

/// The image in the file at `path`, or what is wrong with it (without the path: the front
/// names it as the user gave it).
pub async fn read(path: &Path) -> Result<Image, String> {
    let meta = tokio::fs::metadata(path)
        .await
        .map_err(|e| format!("cannot read it: {e}"))?;
    if !meta.is_file() {
        return Err("not a file".into());
    }
    // Refused before reading, so a huge file is not loaded to be refused.
    if meta.len() > MAX_IMAGE_BYTES as u64 {
        let bytes = usize::try_from(meta.len()).unwrap_or(usize::MAX);
        return Err(ouzel_core::ImageError::TooLarge { bytes }.to_string());
    }
    let bytes = tokio::fs::read(path)
        .await
        .map_err(|e| format!("cannot read it: {e}"))?;
    Image::from_bytes(&bytes).map_err(|e| e.to_string())
}
