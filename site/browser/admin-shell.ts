// The dashboard shell's two controls (layouts/Admin.astro): the sidebar's disclosure button on small
// screens, and Logout (POST /api/admin/logout, whose failure is ignored, then the login page).

const LOGIN_PATH = '/admin/login';

export function startAdminShell(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-sidebar-toggle]');
  const sidebar = document.querySelector<HTMLElement>('[data-sidebar]');
  if (toggle && sidebar) {
    const show = (open: boolean) => {
      toggle.setAttribute('aria-expanded', String(open));
      sidebar.classList.toggle('hidden', !open);
      sidebar.classList.toggle('flex', open);
    };
    toggle.addEventListener('click', () => show(toggle.getAttribute('aria-expanded') !== 'true'));
    // Escape closes the open menu and gives the focus back to its button.
    sidebar.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || toggle.getAttribute('aria-expanded') !== 'true' || getComputedStyle(toggle).display === 'none') return;
      show(false);
      toggle.focus();
    });
  }

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout]')) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        await fetch('/api/admin/logout', { method: 'POST', credentials: 'same-origin' });
      } catch {
        // Ignored (spec section 7): the login page follows either way.
      }
      window.location.assign(LOGIN_PATH);
    });
  }
}
