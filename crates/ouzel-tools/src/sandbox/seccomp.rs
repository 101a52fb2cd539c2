//! The seccomp filter that keeps a command off the network where no network namespace can be
//! made (unprivileged user namespaces disabled, a container without `CAP_SYS_ADMIN`): it
//! refuses, with `EPERM`, to create any socket but a Unix or netlink one (both stay on this
//! machine), so no TCP, UDP, DNS, raw or packet socket exists to send anything with.
//!
//! Hand-written classic BPF rather than a filter compiler (such as Firecracker's
//! `seccompiler`): the rule is one comparison on three system calls, the program is built here in
//! the parent (nothing may allocate between fork and exec), and the cases a generic compiler
//! leaves to its user are spelled out: the filter checks the architecture a system call comes
//! from, so a 32-bit program on a 64-bit kernel (`int 0x80`, with `socketcall`) or an x32 one is
//! no way around it, and it refuses `io_uring_setup`, since io_uring can open sockets without a
//! `socket` system call the filter would see.

/// `struct seccomp_data` offsets: the system call number, the architecture, the first argument
/// (its low 32 bits on these little-endian architectures).
const NR: u32 = 0;
const ARCH: u32 = 4;
const ARG0: u32 = 16;

const LD_W_ABS: u16 = (libc::BPF_LD | libc::BPF_W | libc::BPF_ABS) as u16;
const JEQ_K: u16 = (libc::BPF_JMP | libc::BPF_JEQ | libc::BPF_K) as u16;
const JGE_K: u16 = (libc::BPF_JMP | libc::BPF_JGE | libc::BPF_K) as u16;
const RET_K: u16 = (libc::BPF_RET | libc::BPF_K) as u16;

const ALLOW: u32 = libc::SECCOMP_RET_ALLOW;
const DENY: u32 = libc::SECCOMP_RET_ERRNO | libc::EPERM as u32;
/// A system call from an architecture the filter does not know (none can be made here).
const UNKNOWN_ARCH: u32 = libc::SECCOMP_RET_KILL_PROCESS;

/// The socket families a sandboxed command may still create.
const ALLOWED_FAMILIES: [u32; 2] = [libc::AF_UNIX as u32, libc::AF_NETLINK as u32];

/// x32 system calls carry this bit (on the x86_64 architecture number).
const X32_BIT: u32 = 0x4000_0000;

/// The system calls one architecture names the filter's rules with.
struct Arch {
    /// `AUDIT_ARCH_*`.
    audit: u32,
    /// System calls whose first argument is a socket family (`socket`, `socketpair`).
    family_first: &'static [u32],
    /// System calls refused outright (`socketcall`, whose arguments are behind a pointer;
    /// `io_uring_setup`).
    refused: &'static [u32],
    /// Refuse x32 system calls.
    x32: bool,
}

#[cfg(target_arch = "x86_64")]
const ARCHES: &[Arch] = &[
    Arch {
        audit: 0xC000_003E, // AUDIT_ARCH_X86_64
        family_first: &[41, 53],
        refused: &[425],
        x32: true,
    },
    Arch {
        audit: 0x4000_0003, // AUDIT_ARCH_I386
        family_first: &[359, 360],
        refused: &[102, 425],
        x32: false,
    },
];

#[cfg(target_arch = "aarch64")]
const ARCHES: &[Arch] = &[
    Arch {
        audit: 0xC000_00B7, // AUDIT_ARCH_AARCH64
        family_first: &[198, 199],
        refused: &[425],
        x32: false,
    },
    Arch {
        audit: 0x4000_0028, // AUDIT_ARCH_ARM
        family_first: &[281, 288],
        refused: &[425],
        x32: false,
    },
];

/// Whether this architecture has the filter (others report the network as open).
pub(super) const SUPPORTED: bool = cfg!(any(target_arch = "x86_64", target_arch = "aarch64"));

#[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
const ARCHES: &[Arch] = &[];

fn stmt(code: u16, k: u32) -> libc::sock_filter {
    libc::sock_filter { code, jt: 0, jf: 0, k }
}

/// A conditional jump to `to` from the instruction at `at` when true, on to the next when false.
fn jump_if(code: u16, k: u32, at: usize, to: usize) -> libc::sock_filter {
    libc::sock_filter {
        code,
        jt: offset(at, to),
        jf: 0,
        k,
    }
}

fn offset(at: usize, to: usize) -> u8 {
    u8::try_from(to - at - 1).expect("the filter's jumps are short")
}

/// One block per architecture: system calls from another architecture skip it.
fn block(arch: &Arch) -> Vec<libc::sock_filter> {
    let checks = usize::from(arch.x32) + arch.refused.len() + arch.family_first.len();
    let allow = 3 + checks;
    let family = allow + 1;
    let deny = family + 1 + ALLOWED_FAMILIES.len();
    let allow_family = deny + 1;
    let end = allow_family + 1;
    let mut b = Vec::with_capacity(end);
    b.push(stmt(LD_W_ABS, ARCH));
    b.push(libc::sock_filter {
        code: JEQ_K,
        jt: 0,
        jf: offset(1, end),
        k: arch.audit,
    });
    b.push(stmt(LD_W_ABS, NR));
    if arch.x32 {
        b.push(jump_if(JGE_K, X32_BIT, b.len(), deny));
    }
    for nr in arch.refused {
        b.push(jump_if(JEQ_K, *nr, b.len(), deny));
    }
    for nr in arch.family_first {
        b.push(jump_if(JEQ_K, *nr, b.len(), family));
    }
    b.push(stmt(RET_K, ALLOW));
    b.push(stmt(LD_W_ABS, ARG0));
    for f in ALLOWED_FAMILIES {
        b.push(jump_if(JEQ_K, f, b.len(), allow_family));
    }
    b.push(stmt(RET_K, DENY));
    b.push(stmt(RET_K, ALLOW));
    debug_assert_eq!(b.len(), end);
    b
}

/// The filter: no sockets but Unix and netlink ones, no io_uring.
pub(super) fn no_network() -> Vec<libc::sock_filter> {
    let mut prog: Vec<libc::sock_filter> = ARCHES.iter().flat_map(block).collect();
    prog.push(stmt(RET_K, UNKNOWN_ARCH));
    prog
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Runs a classic BPF program (the instructions the filter uses) on a system call.
    fn run(prog: &[libc::sock_filter], arch: u32, nr: u32, arg0: u64) -> u32 {
        let mut data = [0u8; 64];
        data[0..4].copy_from_slice(&nr.to_le_bytes());
        data[4..8].copy_from_slice(&arch.to_le_bytes());
        data[16..24].copy_from_slice(&arg0.to_le_bytes());
        let (mut pc, mut acc) = (0usize, 0u32);
        loop {
            let i = prog[pc];
            pc += 1;
            match i.code {
                LD_W_ABS => {
                    let k = i.k as usize;
                    acc = u32::from_le_bytes(data[k..k + 4].try_into().unwrap());
                }
                JEQ_K | JGE_K => {
                    let taken = if i.code == JEQ_K { acc == i.k } else { acc >= i.k };
                    pc += usize::from(if taken { i.jt } else { i.jf });
                }
                RET_K => return i.k,
                other => panic!("unexpected instruction {other:#x}"),
            }
        }
    }

    #[test]
    fn only_unix_and_netlink_sockets_are_made_from_any_architecture() {
        if !SUPPORTED {
            return;
        }
        let prog = no_network();
        assert!(prog.len() < 4096, "within the kernel's limit");
        for arch in ARCHES {
            let [socket, socketpair] = arch.family_first else {
                panic!("socket and socketpair")
            };
            for nr in [*socket, *socketpair] {
                for family in [libc::AF_INET, libc::AF_INET6, libc::AF_PACKET, libc::AF_VSOCK, 42] {
                    assert_eq!(run(&prog, arch.audit, nr, family as u64), DENY, "{nr} {family}");
                }
                for family in ALLOWED_FAMILIES {
                    assert_eq!(run(&prog, arch.audit, nr, u64::from(family)), ALLOW, "{nr} {family}");
                }
                // The kernel reads the family as an int: high bits change nothing.
                assert_eq!(run(&prog, arch.audit, nr, (1 << 32) | libc::AF_INET as u64), DENY);
            }
            for nr in arch.refused {
                assert_eq!(run(&prog, arch.audit, *nr, 1), DENY);
            }
            // Everything else (read, write, connect on a Unix socket, ...) goes through.
            for nr in [0, 1, 3, 42, 200, 300] {
                if !arch.family_first.contains(&nr) && !arch.refused.contains(&nr) {
                    assert_eq!(run(&prog, arch.audit, nr, libc::AF_INET as u64), ALLOW, "{nr}");
                }
            }
            if arch.x32 {
                assert_eq!(run(&prog, arch.audit, X32_BIT | 41, 1), DENY, "x32 socket");
                assert_eq!(run(&prog, arch.audit, X32_BIT | 1, 1), DENY, "x32 at all");
            }
        }
        assert_eq!(run(&prog, 0x1234, 41, 2), UNKNOWN_ARCH);
    }
}
