export { clearancePortsModule } from './clearance-ports.module';
export type {
  ClearancePortsService,
  PortBrief,
  ServiceConfig,
  ProductUsage,
  ProductUsageReader,
} from './clearance-ports.service';
export {
  clearancePorts,
  clearanceIndustries,
  clearanceServices,
  clearanceServiceAssignments,
  type ServiceParameter,
} from './clearance-ports.tables';
export {
  seedDemoClearancePorts,
  DEMO_CLEARANCE_PORTS,
  DEMO_CLEARANCE_INDUSTRY,
  DEMO_CLEARANCE_SERVICE,
} from './clearance-ports.demo';
