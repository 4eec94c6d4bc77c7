package org.shinpan.io;

import java.util.Collection;
import java.util.Iterator;
import java.util.Map;

/**
 * A minimal JSON writer for the command line's {@code --json} output: objects and arrays are
 * written from Java maps, collections, strings, numbers, booleans and {@code null}. The order of a
 * {@code LinkedHashMap} or a sorted map is kept, so callers pass one of those to fix the field
 * order; any other map (whose order may change from one run to the next, as {@code Map.of}'s does)
 * is written with its keys sorted, so that the same value always gives the same text.
 */
public final class Json {
    private Json() {}

    /** {@code value} as compact JSON text. */
    public static String write(Object value) {
        StringBuilder sb = new StringBuilder();
        write(value, sb);
        return sb.toString();
    }

    private static void write(Object value, StringBuilder sb) {
        if (value == null) {
            sb.append("null");
        } else if (value instanceof String) {
            quote((String) value, sb);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            sb.append(value);
        } else if (value instanceof Number) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                sb.append((long) d);
            } else {
                sb.append(d);
            }
        } else if (value instanceof Map) {
            sb.append('{');
            Map<?, ?> map = (Map<?, ?>) value;
            if (!(map instanceof java.util.LinkedHashMap) && !(map instanceof java.util.SortedMap)) {
                java.util.TreeMap<String, Object> sorted = new java.util.TreeMap<>();
                map.forEach((k, v) -> sorted.put(String.valueOf(k), v));
                map = sorted;
            }
            Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
            while (it.hasNext()) {
                Map.Entry<?, ?> e = it.next();
                quote(String.valueOf(e.getKey()), sb);
                sb.append(':');
                write(e.getValue(), sb);
                if (it.hasNext()) sb.append(',');
            }
            sb.append('}');
        } else if (value instanceof Collection) {
            sb.append('[');
            Iterator<?> it = ((Collection<?>) value).iterator();
            while (it.hasNext()) {
                write(it.next(), sb);
                if (it.hasNext()) sb.append(',');
            }
            sb.append(']');
        } else {
            throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
        }
    }

    private static void quote(String s, StringBuilder sb) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    sb.append("\\\"");
                    break;
                case '\\':
                    sb.append("\\\\");
                    break;
                case '\n':
                    sb.append("\\n");
                    break;
                case '\r':
                    sb.append("\\r");
                    break;
                case '\t':
                    sb.append("\\t");
                    break;
                default:
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
            }
        }
        sb.append('"');
    }
}
