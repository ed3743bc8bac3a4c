# Included after llama-cpp-python's project(llama_cpp) (CMAKE_PROJECT_llama_cpp_INCLUDE, set by
# amdchat/backends/build.py). llama-cpp-python installs a fixed list of ggml targets into
# llama_cpp/lib; a build with GGML_CPU_ALL_VARIANTS has one ggml-cpu-<variant> target per x86
# level instead of ggml-cpu, which that list misses. Deferred to the end of the top directory,
# when the variant targets exist.
function(amdchat_install_cpu_variants)
    foreach(target IN LISTS GGML_AVAILABLE_BACKENDS)
        if(target MATCHES "^ggml-cpu-")
            llama_cpp_python_install_target(${target})
        endif()
    endforeach()
endfunction()
cmake_language(DEFER CALL amdchat_install_cpu_variants)
