# Reads [{font, text, size, tracking}] as JSON on stdin; prints [{d, width, ascent, capHeight}]:
# the text as one SVG path (baseline at y=0, starting at x=0), so wordmarks need no web font.
import json, sys
from fontTools.ttLib import TTFont
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen

cache = {}
def font(path):
    if path not in cache:
        cache[path] = TTFont(path)
    return cache[path]

def kern_pairs(f):
    return {}

out = []
for job in json.load(sys.stdin):
    f = font(job["font"])
    upm = f["head"].unitsPerEm
    scale = job["size"] / upm
    glyphs = f.getGlyphSet()
    cmap = f.getBestCmap()
    hmtx = f["hmtx"]
    pen = SVGPathPen(glyphs, ntos=lambda v: ("%.2f" % v).rstrip("0").rstrip("."))
    x = 0.0
    tracking = job.get("tracking", 0)
    for i, ch in enumerate(job["text"]):
        name = cmap.get(ord(ch))
        if name is None:
            continue
        tp = TransformPen(pen, (scale, 0, 0, -scale, x, 0))
        glyphs[name].draw(tp)
        x += hmtx[name][0] * scale
        if i < len(job["text"]) - 1:
            x += tracking
    os2 = f["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) or int(upm * 0.7)
    out.append({"d": pen.getCommands(), "width": round(x, 2), "capHeight": round(cap * scale, 2)})
json.dump(out, sys.stdout)
