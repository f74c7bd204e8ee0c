import { fuzzShard } from './fuzz-walk';

fuzzShard(4, 4);
