export { clearancePortsModule } from './clearance-ports.module';
export type { ClearancePortsService, PortBrief, ServiceConfig, ProductUsageReader } from './clearance-ports.service';
export {
  clearancePorts,
  clearanceIndustries,
  clearanceServices,
  clearanceServiceAssignments,
  type ServiceParameter,
} from './clearance-ports.tables';
