/**
 * Rule-set level notions shared by the rule sets: moves (play, pass, ko-pass).
 */
package org.shinpan.rules;
