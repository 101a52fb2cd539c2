//! `--image FILE`: image files read for a prompt ([`ouzel::images::read`]); each error names the
//! path as given.

use ouzel::core::Image;
use std::path::PathBuf;

/// The images at `paths`, in order, or the first problem, naming its path.
pub(crate) async fn read(paths: &[PathBuf]) -> Result<Vec<Image>, String> {
    let mut out = Vec::with_capacity(paths.len());
    for path in paths {
        let image = ouzel::images::read(path)
            .await
            .map_err(|e| format!("--image {}: {e}", path.display()))?;
        out.push(image);
    }
    Ok(out)
}
