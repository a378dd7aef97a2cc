#!/bin/sh
# Makes the demo live room's stream (public/live/demo/, committed; the seed's DEMO_LIVE_STREAM):
# four seconds of a moving test picture with a quiet tone, 480x270, as HLS with fMP4 segments
# (about 120 KB), which the player loops. Needs ffmpeg only here (apt-get install -y ffmpeg),
# never at build or run time.
set -eu
out="$(dirname "$0")/../public/live/demo"
rm -rf "$out" && mkdir -p "$out" && cd "$out"
ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "testsrc2=size=480x270:rate=24:duration=4" \
  -f lavfi -i "sine=frequency=330:sample_rate=44100:duration=4" -filter:a "volume=0.05" \
  -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 160k -maxrate 200k -bufsize 400k \
  -g 48 -keyint_min 48 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 \
  -f hls -hls_time 2 -hls_list_size 0 -hls_playlist_type vod -hls_segment_type fmp4 \
  -hls_fmp4_init_filename init.mp4 -hls_segment_filename 'segment%d.m4s' index.m3u8
ls -l
