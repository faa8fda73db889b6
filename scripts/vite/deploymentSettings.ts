import type { Plugin } from 'vite';
import { settingProblems, settingWarnings } from '../../src/app/settingProblems.ts';

/**
 * Checks the deployment's settings before anything is built or served: a number without its
 * country code, an unknown GST mode, a GSTIN whose check character is wrong, an unknown contract
 * extension, or one about a customer's data without `session`, stops the build, naming the
 * setting; a build for an API without `session` says what that leaves open. A build without an API says it is the offline demo, so
 * nobody deploys it by mistake; a build for an API that names no support number says it will show
 * the demo's fictional one.
 */
export function deploymentSettings(): Plugin {
  return {
    name: 'gharseva:deployment-settings',
    configResolved(config) {
      const problems = settingProblems(config.env);
      if (problems.length > 0)
        throw new Error(
          `The deployment's settings are wrong (README, "Modes and configuration"):\n  ${problems.join('\n  ')}`,
        );
      const apiBaseUrl = config.env.VITE_API_BASE_URL as string | undefined;
      const phone = config.env.VITE_SUPPORT_PHONE as string | undefined;
      if (config.command === 'build' && !apiBaseUrl?.trim())
        config.logger.warn(
          '\nThis is the offline demo: VITE_API_BASE_URL is not set, so the app talks to a demo backend in the browser. To build for your API: VITE_API_BASE_URL=https://api.example.in/api/ npm run build (README, "Modes and configuration").\n',
        );
      if (config.command === 'build' && apiBaseUrl?.trim() && !phone?.trim())
        config.logger.warn(
          "\nVITE_SUPPORT_PHONE is not set: the footer and the help on bookings show the demo's fictional number. Set your support number (and VITE_SUPPORT_WHATSAPP) for customers to reach you.\n",
        );
      if (config.command === 'build')
        for (const warning of settingWarnings(config.env)) config.logger.warn(`\n${warning}\n`);
    },
  };
}
