//! "Did you mean …?": the known name closest to a mistyped one.

/// The candidate closest to `word` by edit distance, when it is close enough to be what was
/// meant (a third of the word's length, at least one edit), or equal ignoring case.
pub fn did_you_mean<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let limit = (word.chars().count() / 3).max(1);
    candidates
        .into_iter()
        .filter(|c| *c != word)
        .map(|c| {
            let d = if c.eq_ignore_ascii_case(word) {
                0
            } else {
                distance(&word.to_lowercase(), &c.to_lowercase())
            };
            (d, c)
        })
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// `"; did you mean `NAME`?"` for the closest candidate, or nothing.
pub fn hint<'a>(word: &str, candidates: impl IntoIterator<Item = &'a str>) -> String {
    did_you_mean(word, candidates).map_or_else(String::new, |c| format!("; did you mean `{c}`?"))
}

/// Edit distance over characters, a swap of two neighbours counting as one edit (the
/// commonest typo: `modle`).
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1).min(d[i][j - 1] + 1).min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_names_are_suggested_and_far_ones_are_not() {
        let keys = ["max_iterations", "max_tokens", "max_duration_secs"];
        assert_eq!(did_you_mean("max_iteratons", keys), Some("max_iterations"));
        assert_eq!(did_you_mean("max_token", keys), Some("max_tokens"));
        assert_eq!(did_you_mean("colour", keys), None);
        assert_eq!(did_you_mean("opnai", ["openai", "ollama"]), Some("openai"));
        assert_eq!(did_you_mean("OpenAI", ["openai"]), Some("openai"));
        assert_eq!(hint("modle", ["model", "base_url"]), "; did you mean `model`?");
        assert_eq!(hint("zzz", ["model"]), "");
    }
}
