// The dashboard shell's two controls (layouts/Admin.astro): the sidebar's disclosure button on small
// screens, and Logout (POST /api/admin/logout, whose failure is ignored, then the login page).
import { api } from '../lib/api-client.ts';
import { ADMIN_LOGIN_PATH, adminCall } from '../islands/admin/kit/admin-call.ts';

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
        // A session already over (401) is what Logout wanted: the page stays for the line below.
        await adminCall((options) => api.admin.logout.$post(undefined, options), { keepPageOn401: true });
      } catch {
        // Ignored (spec section 7): the login page follows either way.
      }
      window.location.assign(ADMIN_LOGIN_PATH);
    });
  }
}
