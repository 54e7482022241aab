import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { hostedLanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher.stories';
import { Navbar } from './Navbar';

const customer = { firstName: 'Jane', lastName: 'Cooper', roles: ['Customer'] };
const administrator = {
  firstName: 'Alex',
  lastName: 'Morgan',
  roles: ['Customer', 'Administrator'],
};

const meta = {
  title: 'Library/Shell/Navbar',
  component: Navbar,
  parameters: { layout: 'fullscreen' },
  args: { siteName: 'Rentacar', currentPath: '/', onLogout: fn() },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'xs', isRotated: false } };
// The links and the user menu show from lg up; the full Storybook UI's canvas, beside its sidebar
// and panel, is narrower than the window, so the desktop stories ask for a desktop width of their own.
const desktop = { viewport: { value: 'xl', isRotated: false } };

export const LoggedOut: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/',
      '/vehicles',
      '/about',
      '/contact',
      '/auth?type=login',
      '/auth?type=register',
    ]);
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
  },
};

export const LoggedInCustomer: Story = {
  globals: desktop,
  args: { user: customer, currentPath: '/vehicles' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const trigger = await canvas.findByRole('button', { name: 'Jane Cooper' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Profile' })).toBeNull();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user');
    await expect(canvas.getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/user/reservations',
    );
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LoggedInAdministrator: Story = {
  args: { user: administrator },
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: 'Alex Morgan' });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    // Escape closes the menu and gives focus back to its button.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(canvas.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
  },
};

export const UserMenuClosesOnOutsideClick: Story = {
  args: { user: customer },
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const trigger = await canvas.findByRole('button', { name: 'Jane Cooper' });
    await userEvent.click(trigger);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toBeVisible();
    await userEvent.click(canvas.getByRole('banner'));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MobileCollapsed: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByRole('link', { name: 'Vehicles', hidden: true })).not.toBeVisible();
  },
};

export const MobileExpanded: Story = {
  globals: mobile,
  args: { user: customer },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Vehicles' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Jane Cooper' })).toBeVisible();
  },
};

const changeLanguage = fn();
const languageSwitcher = hostedLanguageSwitcher(changeLanguage);

/** The host's language choice in its slot, before Login and Register. */
export const WithLanguageSwitcher: Story = {
  args: { languageSwitcher },
  globals: desktop,
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toBeVisible();
    await expect(select).toHaveValue('en');
    await userEvent.selectOptions(select, 'es');
    await expect(changeLanguage).toHaveBeenCalledWith('es');
  },
};

/** On phones the language choice folds under Menu with the account's links. */
export const WithLanguageSwitcherOnPhone: Story = {
  args: { languageSwitcher, user: customer },
  globals: mobile,
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Language', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Jane Cooper' })).toBeVisible();
  },
};
