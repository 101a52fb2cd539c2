//! Images in prompts: the one place that decides what an image is (its type read from its
//! bytes, never from a file name), how big one may be, how it is checked when it arrives
//! already encoded (from an editor), how it is shown instead of its bytes, and what it costs in
//! tokens. Images travel base64-encoded, as ACP and every provider API carries them, so a
//! session stores and sends them without re-encoding.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use serde::{Deserialize, Serialize};

/// The image types ouzel sends: the four every provider with vision takes.
pub const IMAGE_TYPES: &[&str] = &["image/png", "image/jpeg", "image/gif", "image/webp"];

/// The largest image sent, in bytes before encoding: 3.75 MiB, so that its base64 form stays
/// within the 5 MiB Anthropic takes per image (the strictest of the providers).
pub const MAX_IMAGE_BYTES: usize = 3_932_160;

/// What an image is estimated to cost in tokens. Providers count by pixels, not bytes (a
/// 1092×1092 image is ~1,600 tokens at Anthropic, ~765 at OpenAI's high detail, 258 at
/// Gemini); the largest keeps compaction on the safe side. Counting the base64 text instead
/// would make one photo look like a million tokens.
pub const IMAGE_TOKENS: u64 = 1_600;

/// An image to put in a prompt: its media type and its bytes in standard base64.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Image {
    /// `image/png`, `image/jpeg`, `image/gif` or `image/webp`.
    pub media_type: String,
    /// The bytes, standard base64 with padding.
    pub data: String,
}

/// Why bytes or an encoded image cannot be sent. Messages say what to do; the front names
/// where the image came from (a path, a prompt block).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ImageError {
    /// The bytes are no PNG, JPEG, GIF or WebP image.
    #[error("not a PNG, JPEG, GIF or WebP image (its first bytes say otherwise); convert it to one of those")]
    UnknownFormat,
    /// The media type is not one ouzel sends.
    #[error("media type `{media_type}` is not an image type ouzel sends ({})", IMAGE_TYPES.join(", "))]
    UnsupportedType {
        /// The type given.
        media_type: String,
    },
    /// The data is not base64.
    #[error("the image data is not valid base64: {reason}")]
    NotBase64 {
        /// What the decoder said.
        reason: String,
    },
    /// The image is larger than [`MAX_IMAGE_BYTES`].
    #[error("the image is {} and the limit is {} (what every provider accepts); scale it down or crop it", human_size(*bytes), human_size(MAX_IMAGE_BYTES))]
    TooLarge {
        /// Its size in bytes.
        bytes: usize,
    },
}

impl Image {
    /// An image from a file's bytes: its type read from the bytes, then encoded.
    ///
    /// ```
    /// let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    /// let image = ouzel_core::Image::from_bytes(png).unwrap();
    /// assert_eq!(image.media_type, "image/png");
    /// assert_eq!(image.label(), "[image: image/png, 16 B]");
    /// ```
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, ImageError> {
        let media_type = sniff(bytes).ok_or(ImageError::UnknownFormat)?;
        if bytes.len() > MAX_IMAGE_BYTES {
            return Err(ImageError::TooLarge { bytes: bytes.len() });
        }
        Ok(Self {
            media_type: media_type.to_owned(),
            data: STANDARD.encode(bytes),
        })
    }

    /// An image that arrives encoded (an editor's prompt): the type must be an image type
    /// ouzel sends, the data valid base64 within the size limit, and the bytes must be of the
    /// type claimed (or of another image type, which is then used: a provider checks).
    pub fn from_base64(media_type: &str, data: &str) -> Result<Self, ImageError> {
        let claimed = media_type.trim().to_ascii_lowercase();
        if !IMAGE_TYPES.contains(&claimed.as_str()) {
            return Err(ImageError::UnsupportedType {
                media_type: media_type.to_owned(),
            });
        }
        // Checked before decoding, so an enormous string is refused without a copy of it.
        let estimated = data.len() / 4 * 3;
        if estimated > MAX_IMAGE_BYTES + 2 {
            return Err(ImageError::TooLarge { bytes: estimated });
        }
        let bytes = STANDARD
            .decode(data.trim())
            .map_err(|e| ImageError::NotBase64 { reason: e.to_string() })?;
        if bytes.len() > MAX_IMAGE_BYTES {
            return Err(ImageError::TooLarge { bytes: bytes.len() });
        }
        let media_type = sniff(&bytes).ok_or(ImageError::UnknownFormat)?;
        Ok(Self {
            media_type: media_type.to_owned(),
            data: data.trim().to_owned(),
        })
    }

    /// How it is shown where its bytes would be noise: `[image: image/png, 12 KB]`.
    pub fn label(&self) -> String {
        label(&self.media_type, &self.data)
    }
}

/// `[image: TYPE, SIZE]` for an image's media type and base64 data.
pub fn label(media_type: &str, data: &str) -> String {
    format!("[image: {media_type}, {}]", human_size(decoded_len(data)))
}

/// The size of base64 `data` once decoded, without decoding it.
pub fn decoded_len(data: &str) -> usize {
    let padding = data.bytes().rev().take_while(|b| *b == b'=').count().min(2);
    (data.len() / 4 * 3).saturating_sub(padding)
}

/// The image type of `bytes`, from their magic number.
pub fn sniff(bytes: &[u8]) -> Option<&'static str> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a") {
        Some("image/gif")
    } else if bytes.len() >= 12 && bytes.starts_with(b"RIFF") && &bytes[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

fn human_size(bytes: usize) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b if b < 1024 * 1024 => format!("{} KB", b.div_ceil(1024)),
        b => format!("{:.1} MB", b as f64 / (1024.0 * 1024.0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01";

    #[test]
    fn the_type_comes_from_the_bytes() {
        assert_eq!(sniff(PNG), Some("image/png"));
        assert_eq!(sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10]), Some("image/jpeg"));
        assert_eq!(sniff(b"GIF89a\x01\0\x01\0"), Some("image/gif"));
        assert_eq!(sniff(b"RIFF\x24\0\0\0WEBPVP8 "), Some("image/webp"));
        assert_eq!(sniff(b"%PDF-1.7"), None);
        assert_eq!(sniff(b"RIFF\x24\0\0\0WAVEfmt "), None, "a WAV file is RIFF too");
        assert_eq!(Image::from_bytes(b"hello"), Err(ImageError::UnknownFormat));
    }

    #[test]
    fn an_encoded_image_is_checked_and_labelled_by_its_decoded_size() {
        let data = STANDARD.encode(PNG);
        let image = Image::from_base64("image/png", &data).unwrap();
        assert_eq!(image, Image::from_bytes(PNG).unwrap());
        assert_eq!(image.label(), format!("[image: image/png, {} B]", PNG.len()));
        assert!(matches!(
            Image::from_base64("audio/wav", &data),
            Err(ImageError::UnsupportedType { .. })
        ));
        let err = Image::from_base64("image/png", "not base64!").unwrap_err();
        assert!(matches!(err, ImageError::NotBase64 { .. }), "{err}");
        let err = Image::from_base64("image/png", &STANDARD.encode(b"plain text")).unwrap_err();
        assert_eq!(err, ImageError::UnknownFormat);
        // A JPEG sent as `image/png` goes as what it is.
        let jpeg = STANDARD.encode([0xFF, 0xD8, 0xFF, 0xE0]);
        assert_eq!(Image::from_base64("image/png", &jpeg).unwrap().media_type, "image/jpeg");
    }

    #[test]
    fn too_large_images_are_refused_saying_the_limit() {
        let mut big = PNG.to_vec();
        big.resize(MAX_IMAGE_BYTES + 1, 0);
        let err = Image::from_bytes(&big).unwrap_err();
        assert!(err.to_string().contains("3.8 MB"), "{err}");
        let err = Image::from_base64("image/png", &STANDARD.encode(&big)).unwrap_err();
        assert!(matches!(err, ImageError::TooLarge { .. }), "{err}");
        assert_eq!(label("image/png", &"A".repeat(16_384)), "[image: image/png, 12 KB]");
    }
}
