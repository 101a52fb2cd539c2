//! Taking over the terminal and giving it back: raw mode, the alternate screen, bracketed paste,
//! mouse wheel and the keyboard protocol that tells Shift+Enter from Enter. The terminal is
//! restored when the guard drops, on a panic (a hook runs before the panic message prints) and
//! when the driver leaves on SIGTERM or SIGHUP, and given back while the job is suspended
//! (Ctrl-Z).

use crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture, KeyboardEnhancementFlags,
    PopKeyboardEnhancementFlags, PushKeyboardEnhancementFlags,
};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;
use std::io::{Stdout, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, Once};
use std::thread::ThreadId;

/// The terminal ouzel draws on.
pub type Tui = Terminal<CrosstermBackend<Stdout>>;

/// Whether the terminal is in ouzel's modes, so restoring twice (panic, then drop) is harmless.
static ACTIVE: AtomicBool = AtomicBool::new(false);
/// Whether the keyboard enhancement was pushed (it must be popped on exit).
static ENHANCED: AtomicBool = AtomicBool::new(false);
static HOOK: Once = Once::new();
/// The thread that draws; a panic there ends the UI.
static UI_THREAD: Mutex<Option<ThreadId>> = Mutex::new(None);
/// A background panic wrote over the screen, or was logged instead: draw everything again.
static DAMAGED: AtomicBool = AtomicBool::new(false);

/// Whether the screen must be drawn from scratch (something other than ouzel wrote on it).
pub fn take_damage() -> bool {
    DAMAGED.swap(false, Ordering::SeqCst)
}

/// Owns the terminal's modes; dropping it restores them.
pub struct TerminalGuard {
    /// The terminal to draw on.
    pub terminal: Tui,
    enhanced: bool,
}

impl TerminalGuard {
    /// Enters raw mode and the alternate screen.
    pub fn enter() -> std::io::Result<Self> {
        install_panic_hook();
        *UI_THREAD.lock().unwrap_or_else(|e| e.into_inner()) = Some(std::thread::current().id());
        // Asked once: the answer comes on stdin, which the event reader owns afterwards.
        let enhanced = crossterm::terminal::supports_keyboard_enhancement().unwrap_or(false);
        enter_modes(enhanced)?;
        let terminal = match Terminal::new(CrosstermBackend::new(std::io::stdout())) {
            Ok(t) => t,
            Err(e) => {
                restore();
                return Err(e);
            }
        };
        Ok(Self { terminal, enhanced })
    }

    /// Ctrl-Z: gives the terminal back and stops the process like any job; on `fg` takes the
    /// terminal again and draws everything anew.
    pub async fn suspend(&mut self) -> std::io::Result<()> {
        restore();
        // SIGTSTP to ourselves through the shell's `kill` builtin: no unsafe code, no procps.
        // The process stops inside this call and carries on when continued.
        let stopped = tokio::process::Command::new("sh")
            .args(["-c", "kill -TSTP $PPID"])
            .status()
            .await;
        enter_modes(self.enhanced)?;
        self.terminal.clear()?;
        stopped.map(|_| ())
    }
}

fn enter_modes(enhanced: bool) -> std::io::Result<()> {
    enable_raw_mode()?;
    ACTIVE.store(true, Ordering::SeqCst);
    let mut out = std::io::stdout();
    if let Err(e) = execute!(out, EnterAlternateScreen, EnableBracketedPaste, EnableMouseCapture) {
        restore();
        return Err(e);
    }
    if enhanced
        && execute!(
            out,
            PushKeyboardEnhancementFlags(KeyboardEnhancementFlags::DISAMBIGUATE_ESCAPE_CODES)
        )
        .is_ok()
    {
        ENHANCED.store(true, Ordering::SeqCst);
    }
    Ok(())
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Gives the terminal back as it was. Safe to call more than once.
pub fn restore() {
    if !ACTIVE.swap(false, Ordering::SeqCst) {
        return;
    }
    let mut out = std::io::stdout();
    if ENHANCED.swap(false, Ordering::SeqCst) {
        let _ = execute!(out, PopKeyboardEnhancementFlags);
    }
    let _ = execute!(
        out,
        DisableMouseCapture,
        DisableBracketedPaste,
        LeaveAlternateScreen,
        crossterm::cursor::Show
    );
    let _ = disable_raw_mode();
    let _ = out.flush();
}

fn install_panic_hook() {
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let ui = *UI_THREAD.lock().unwrap_or_else(|e| e.into_inner());
            if ACTIVE.load(Ordering::SeqCst) && ui.is_some_and(|t| t != std::thread::current().id()) {
                // A task's panic (a tool's, say) is caught and reported as that call's failure;
                // printing it would scribble over the screen, so it goes to the log.
                tracing::error!("panic in a background task: {info}");
                DAMAGED.store(true, Ordering::SeqCst);
                return;
            }
            // Restore first, or the message lands on the alternate screen and vanishes.
            restore();
            previous(info);
        }));
    });
}
