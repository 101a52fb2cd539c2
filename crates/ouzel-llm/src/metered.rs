//! A wrapper around [`Provider`] that prices each call's usage, fills in what the wire client
//! does not know about the model (its context window, whether it takes images), and says which
//! variable a rejected key came from.

use futures::StreamExt;
use ouzel_core::{ModelRequest, ModelStream, Price, Provider, ProviderError, StreamEvent, async_trait};
use std::sync::Arc;

/// A provider whose usage events carry their cost, and whose context window comes from the
/// catalog or config when the wire client does not know it.
pub struct Metered {
    inner: Arc<dyn Provider>,
    price: Option<Price>,
    context_window: Option<u64>,
    key_var: Option<String>,
    images: bool,
}

impl std::fmt::Debug for Metered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Metered")
            .field("provider", &self.inner.name())
            .field("model", &self.inner.model())
            .field("price", &self.price)
            .field("context_window", &self.context_window)
            .field("key_var", &self.key_var)
            .field("images", &self.images)
            .finish()
    }
}

impl Metered {
    /// Wraps `inner`: usage is priced at `price` (unpriced when `None`), `context_window` is
    /// the fallback when `inner` knows none, and authentication errors name `key_var`.
    pub fn new(
        inner: Arc<dyn Provider>,
        price: Option<Price>,
        context_window: Option<u64>,
        key_var: Option<String>,
    ) -> Self {
        Self {
            inner,
            price,
            context_window,
            key_var,
            images: false,
        }
    }

    /// Whether the model takes images (from the catalog or config; see
    /// [`crate::vision::takes_images`]), also when the client under it does not say so.
    pub fn with_images(mut self, images: bool) -> Self {
        self.images = images;
        self
    }

    fn explain(key_var: Option<&str>, error: ProviderError) -> ProviderError {
        match (error, key_var) {
            (ProviderError::Authentication { status, message }, Some(var)) => ProviderError::Authentication {
                status,
                message: format!("{message} (the key comes from {var})"),
            },
            (other, _) => other,
        }
    }
}

#[async_trait]
impl Provider for Metered {
    fn name(&self) -> &str {
        self.inner.name()
    }

    fn model(&self) -> &str {
        self.inner.model()
    }

    fn context_window(&self) -> Option<u64> {
        self.inner.context_window().or(self.context_window)
    }

    fn takes_images(&self) -> bool {
        self.images || self.inner.takes_images()
    }

    async fn list_models(&self) -> Result<Option<Vec<String>>, ProviderError> {
        self.inner.list_models().await
    }

    async fn stream(&self, request: &ModelRequest) -> Result<ModelStream, ProviderError> {
        let key_var = self.key_var.clone();
        let stream = self
            .inner
            .stream(request)
            .await
            .map_err(|e| Self::explain(key_var.as_deref(), e))?;
        let price = self.price;
        Ok(stream
            .map(move |item| match item {
                Ok(StreamEvent::Usage(mut usage)) => {
                    usage.cost_usd = price.map(|p| p.cost(&usage));
                    Ok(StreamEvent::Usage(usage))
                }
                Err(e) => Err(Self::explain(key_var.as_deref(), e)),
                other => other,
            })
            .boxed())
    }
}
