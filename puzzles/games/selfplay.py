import subprocess, random, sys, time, json, os
size=int(sys.argv[1]); n=int(sys.argv[2]); out=sys.argv[3]; base_seed=int(sys.argv[4]) if len(sys.argv)>4 else 1
os.makedirs(out, exist_ok=True)
cols="ABCDEFGHJKLMNOPQRST"
def sgfpt(v):
    if v.upper()=="PASS": return ""
    c=cols.index(v[0].upper()); r=int(v[1:])
    return "abcdefghijklmnopqrs"[c]+"abcdefghijklmnopqrs"[size-r]
manifest=[]
for g in range(n):
    seed=base_seed+g; rnd=random.Random(seed); level=rnd.choice([1,4,7,10])
    p=subprocess.Popen(["/usr/games/gnugo","--mode","gtp","--level",str(level),"--seed",str(seed),"--komi","6.5"],stdin=subprocess.PIPE,stdout=subprocess.PIPE,text=True)
    def cmd(c):
        p.stdin.write(c+"\n"); p.stdin.flush(); lines=[]
        while True:
            l=p.stdout.readline()
            if l.strip()=="" and lines: break
            if l.strip()=="" : continue
            lines.append(l.rstrip())
        r="\n".join(lines)
        if not r.startswith("="): raise Exception(c+" -> "+r)
        return r[1:].strip()
    cmd(f"boardsize {size}"); cmd("clear_board"); cmd("komi 6.5")
    moves=[]; color="b"; passes=0
    nrand=rnd.choice([0,2,4])
    for i in range(nrand):
        while True:
            v=cols[rnd.randrange(1,size-1)]+str(rnd.randrange(2,size))
            try: cmd(f"play {color} {v}"); break
            except Exception: pass
        moves.append((color,v)); color="w" if color=="b" else "b"
    while passes<2 and len(moves)<4*size*size:
        v=cmd(f"genmove {color}")
        if v.lower()=="resign": break
        moves.append((color,v)); passes = passes+1 if v.upper()=="PASS" else 0
        color="w" if color=="b" else "b"
    if passes<2: p.kill(); continue
    t=time.process_time(); t0=time.time()
    score=cmd("final_score"); dt=time.time()-t0
    dead=cmd("final_status_list dead").split()
    cmd("quit"); p.wait()
    name=f"gnugo-{size}-{seed:03d}.sgf"
    sgf=f"(;GM[1]FF[4]CA[UTF-8]SZ[{size}]KM[6.5]RU[Japanese]PB[GNU Go 3.8 level {level}]PW[GNU Go 3.8 level {level}]RE[{score}]\nC[Self-play of GNU Go 3.8 (--level {level} --seed {seed}), {nrand} random opening moves; GNU Go's final_score {score}; its dead stones: {' '.join(dead) or 'none'}]\n"
    sgf+="".join(f";{c.upper()}[{sgfpt(v)}]" for c,v in moves)+")\n"
    open(os.path.join(out,name),"w").write(sgf)
    manifest.append(dict(file=name,level=level,seed=seed,randomMoves=nrand,moves=len(moves),gnugoScore=score,gnugoDead=dead,gnugoScoreSeconds=round(dt,3)))
    print(name, level, len(moves), score, len(dead), round(dt,2), flush=True)
json.dump(manifest, open(os.path.join(out,"MANIFEST.json"),"w"), indent=1)
