// Written by scripts/grammars: each grammar's upstream crate and the byte lengths of the
// tables in its tables.z. Do not edit.

use crate::Tables;

/// tree-sitter-go 0.25.0 (src).
pub(crate) const GO: Tables = Tables {
    packed: include_bytes!("../grammars/go/tables.z"),
    lengths: [12412, 124888, 5652, 24424, 8652],
};
/// tree-sitter-javascript 0.25.0 (src).
pub(crate) const JAVASCRIPT: Tables = Tables {
    packed: include_bytes!("../grammars/javascript/tables.z"),
    lengths: [202014, 116100, 5932, 29904, 11220],
};
/// tree-sitter-python 0.25.0 (src).
pub(crate) const PYTHON: Tables = Tables {
    packed: include_bytes!("../grammars/python/tables.z"),
    lengths: [100640, 235772, 10404, 40288, 16716],
};
/// tree-sitter-rust 0.24.2 (src).
pub(crate) const RUST: Tables = Tables {
    packed: include_bytes!("../grammars/rust/tables.z"),
    lengths: [746928, 204066, 11044, 60736, 22950],
};
/// tree-sitter-typescript 0.23.2 (typescript/src).
pub(crate) const TYPESCRIPT: Tables = Tables {
    packed: include_bytes!("../grammars/typescript/tables.z"),
    lengths: [897136, 332510, 18708, 76728, 23480],
};
/// tree-sitter-typescript 0.23.2 (tsx/src).
pub(crate) const TSX: Tables = Tables {
    packed: include_bytes!("../grammars/tsx/tables.z"),
    lengths: [917262, 334742, 19276, 79280, 23944],
};
