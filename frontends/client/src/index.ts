// Standalone development entry (the shell never loads it): the async boundary Module
// Federation needs before shared modules are used.
import('./bootstrap');
