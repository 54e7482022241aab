import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { LinkProps } from '../../foundations/link';
import { hostedLanguageSwitcher } from '../../shell/LanguageSwitcher/LanguageSwitcher.stories';
import { AdminLayout } from './AdminLayout';

const meta = {
  title: 'Library/Admin/AdminLayout',
  component: AdminLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/admin',
    onLogout: fn(),
    children: <h1>AdminDashboardPage</h1>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {
  play: async ({ canvas }) => {
    const sidebar = within(canvas.getByRole('navigation', { name: 'Admin' }));
    const links = sidebar.getAllByRole('link');
    await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Vehicles', '/admin/vehicles'],
      ['Branches', '/admin/branches'],
      ['Reservations', '/admin/reservations'],
      ['Calendar', '/admin/calendar'],
      ['Messages', '/admin/messages'],
      ['E-mails', '/admin/emails'],
      ['Rental rules', '/admin/rental-rules'],
      ['Seasons', '/admin/seasons'],
      ['Web Site', '/'],
    ]);
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent('AdminDashboardPage');
  },
};

const skipsToMain: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.tab();
  const link = canvas.getByRole('link', { name: 'Skip to main content' });
  await expect(link).toHaveFocus();
  await expect(link).toBeVisible();
  await userEvent.keyboard('{Enter}');
  await expect(canvas.getByRole('main')).toHaveFocus();
};

/** The first Tab reaches 'Skip to main content', which passes the sidebar's links. */
export const SkipToMainContent: Story = { play: skipsToMain };

/** The same at phone width, where the sidebar sits above the screen. */
export const SkipToMainContentOnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: skipsToMain,
};

/**
 * At phone width the sidebar is a band above the screen: its eleven entries fit in three rows, each
 * one visible (none scrolled away or cut off).
 */
export const DashboardOnPhone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvas }) => {
    const sidebar = within(canvas.getByRole('navigation', { name: 'Admin' }));
    const items = sidebar.getAllByRole('listitem');
    await expect(items).toHaveLength(12);
    const rowTops = new Set(items.map((item) => Math.round(item.getBoundingClientRect().top)));
    await expect(rowTops.size).toBeLessThanOrEqual(3);
    for (const item of items) {
      await expect(item.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const SectionDetailPage: Story = {
  args: { currentPath: '/admin/vehicles/12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

const onLanguageChange = fn();

/** The host's language switch under the sections, before Logout. */
export const WithLanguageSwitcher: Story = {
  args: {
    languageSwitcher: hostedLanguageSwitcher(onLanguageChange),
  },
  play: async ({ canvas, userEvent }) => {
    const sidebar = within(canvas.getByRole('navigation', { name: 'Admin' }));
    await userEvent.selectOptions(sidebar.getByRole('combobox', { name: 'Language' }), 'Español');
    await expect(onLanguageChange).toHaveBeenCalledWith('es');
  },
};

export const LogoutConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to logout?' });
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LogoutCancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Are you sure to logout?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

const navigate = fn();

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <a
      href={href}
      data-router-link=""
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
      }}
      {...rest}
    >
      {children}
    </a>
  );
}

export const WithRouterLink: Story = {
  args: { linkComponent: RouterLink, currentPath: '/admin/users' },
  play: async ({ canvas, userEvent }) => {
    const users = canvas.getByRole('link', { name: 'Users' });
    await expect(users).toHaveAttribute('data-router-link');
    await userEvent.click(canvas.getByRole('link', { name: 'Messages' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/messages');
  },
};
