/** Staff alerts on this device (issue 36): Perfil's switch. The layout's host is a route entry (AlertsHost). */
export { DeviceAlertsPanel } from './components/DeviceAlertsPanel';
