//! `--image FILE`: image files read for a prompt. The file must exist and be a PNG, JPEG, GIF
//! or WebP image (read from its bytes, not its name) no larger than the limit every provider
//! takes; each error names the path.

use ouzel::core::Image;
use ouzel::core::image::MAX_IMAGE_BYTES;
use std::path::{Path, PathBuf};

/// The images at `paths`, in order, or the first problem, naming its path.
pub(crate) async fn read(paths: &[PathBuf]) -> Result<Vec<Image>, String> {
    let mut out = Vec::with_capacity(paths.len());
    for path in paths {
        out.push(read_one(path).await?);
    }
    Ok(out)
}

async fn read_one(path: &Path) -> Result<Image, String> {
    let shown = path.display();
    let meta = tokio::fs::metadata(path)
        .await
        .map_err(|e| format!("--image {shown}: cannot read it: {e}"))?;
    if !meta.is_file() {
        return Err(format!("--image {shown}: not a file"));
    }
    // Refused before reading, so a huge file is not loaded to be refused.
    if meta.len() > MAX_IMAGE_BYTES as u64 {
        let bytes = usize::try_from(meta.len()).unwrap_or(usize::MAX);
        return Err(format!(
            "--image {shown}: {}",
            ouzel::core::ImageError::TooLarge { bytes }
        ));
    }
    let bytes = tokio::fs::read(path)
        .await
        .map_err(|e| format!("--image {shown}: cannot read it: {e}"))?;
    Image::from_bytes(&bytes).map_err(|e| format!("--image {shown}: {e}"))
}
