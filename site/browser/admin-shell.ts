// The dashboard shell's controls (layouts/Admin.astro): the sidebar's disclosure button on small
// screens, Logout (POST /api/admin/logout, whose failure is ignored, then the login page), and the
// language switch (the choice remembered in this browser's cookie, then the page again in it).
import { api } from '../lib/api-client.ts';
import { ADMIN_LOGIN_PATH, adminCall } from '../islands/admin/kit/admin-call.ts';
import { dashboardLangCookie } from '../../worker/contract/dashboard-language.ts';
import { isLang } from '../../worker/contract/i18n/langs.ts';

export function startAdminShell(): void {
  // The installable back office (issue 26): a service worker that only shows /admin/offline when a
  // dashboard page cannot be reached (public/admin/sw.js). A refusal (private mode) changes nothing.
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('/admin/sw.js', { scope: '/admin/' }).catch(() => undefined);

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

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-dashboard-lang]')) {
    button.addEventListener('click', () => {
      const lang = button.dataset['dashboardLang'];
      if (!isLang(lang) || button.getAttribute('aria-pressed') === 'true') return;
      // A preference, written where the server reads it for the next page: the page is drawn again in it.
      document.cookie = dashboardLangCookie(lang);
      window.location.reload();
    });
  }
}
