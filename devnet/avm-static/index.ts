export { createAvmStaticService } from './service';
